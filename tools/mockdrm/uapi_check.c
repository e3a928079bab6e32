// SPDX-License-Identifier: MIT
/*
 * Compile-time checks (no code): libdrm's copy of the amdgpu uAPI, which the
 * backend compiles against, lays the shared structs out as the kernel's
 * header of linux-source-6.12 does (kuapi_sizes.h, generated from it).  The
 * mock itself includes the kernel's header directly.
 */
#include <stddef.h>
#include <amdgpu_drm.h>
#include <xf86drm.h>

#include "amdgpu/amdgpu_int.h"
#include "kuapi_sizes.h"
#include "uapi_structs.h"

#define FIXED_CHECK(type, name)                                                     \
	_Static_assert(sizeof(type) == KUAPI_SIZEOF_##name,                         \
		       #type ": libdrm's size differs from linux-source-6.12's");
#define GROWN_CHECK(type, name)                                                     \
	_Static_assert(sizeof(type) <= KUAPI_SIZEOF_##name,                         \
		       #type ": libdrm's is larger than linux-source-6.12's");
GS_UAPI_STRUCTS(FIXED_CHECK, GROWN_CHECK)

#define FIELD_CHECK(type, field, lfield)                                           \
	_Static_assert(offsetof(type, lfield) == KUAPI_OFFSETOF_##field,           \
		       #type "." #field ": libdrm's offset differs from linux-source-6.12's");
GS_UAPI_FIELDS(FIELD_CHECK)

_Static_assert(GS_AMDGPU_INFO_GPUVM_FAULT == KUAPI_INFO_GPUVM_FAULT, "AMDGPU_INFO_GPUVM_FAULT");
_Static_assert(sizeof(struct gs_amdgpu_gpuvm_fault) == KUAPI_SIZEOF_drm_amdgpu_info_gpuvm_fault &&
	       offsetof(struct gs_amdgpu_gpuvm_fault, status) == KUAPI_OFFSETOF_gpuvm_fault_status &&
	       offsetof(struct gs_amdgpu_gpuvm_fault, vmhub) == KUAPI_OFFSETOF_gpuvm_fault_vmhub,
	       "the backend's drm_amdgpu_info_gpuvm_fault differs from linux-source-6.12's");

/* ISO C wants a declaration in a translation unit */
extern int gs_mockdrm_uapi_checked;
