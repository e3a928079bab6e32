// SPDX-License-Identifier: MIT
#include <string.h>

#include "core/abi.h"

static enum gs_status size_ok(uint32_t size, size_t min, const char *name, struct gs_error *err)
{
	if (size == 0)
		return gs_error_set(err, GS_ERR_INVALID, "struct %s: size is 0, expected sizeof(struct %s)", name, name);
	if (size < min)
		return gs_error_set(err, GS_ERR_INVALID, "struct %s: size %u, expected at least %zu", name, size, min);
	return GS_OK;
}

enum gs_status gsi_abi_in(void *local, size_t full, const void *user, size_t min, const char *name,
			  struct gs_error *err)
{
	uint32_t size = gsi_abi_size(user);
	enum gs_status st = size_ok(size, min, name, err);

	if (st != GS_OK)
		return st;
	for (size_t i = full; i < size; i++)
		if (((const uint8_t *)user)[i])
			return gs_error_set(err, GS_ERR_UNSUPPORTED,
					    "struct %s: size %u sets byte %zu, past the %zu this library knows",
					    name, size, i, full);
	memset(local, 0, full);
	memcpy(local, user, size < full ? size : full);
	*(uint32_t *)local = (uint32_t)full;
	return GS_OK;
}

enum gs_status gsi_abi_out_check(const void *user, size_t min, const char *name, struct gs_error *err)
{
	return size_ok(gsi_abi_size(user), min, name, err);
}

void gsi_abi_out(void *user, const void *local, size_t full)
{
	uint32_t size = gsi_abi_size(user);
	size_t n = size < full ? size : full;

	if (n > sizeof(uint32_t))
		memcpy((uint8_t *)user + sizeof(uint32_t), (const uint8_t *)local + sizeof(uint32_t),
		       n - sizeof(uint32_t));
	if (size > full)
		memset((uint8_t *)user + full, 0, size - full);
}
