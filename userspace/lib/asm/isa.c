// SPDX-License-Identifier: MIT
/* Per-generation instruction tables (generated) and lookups. */
#include <string.h>

#include "asm/isa.h"

extern const struct gs_isa gs_isa_gfx11;
extern const struct gs_isa gs_isa_gfx12;

const struct gs_isa *gs_isa_for(const struct gs_target *t)
{
	if (!t)
		return NULL;
	switch (t->gen) {
	case GS_GEN_GFX11:
		return &gs_isa_gfx11;
	case GS_GEN_GFX12:
		return &gs_isa_gfx12;
	default:
		return NULL;
	}
}

const struct gs_isa_op *gs_isa_by_name(const struct gs_isa *isa, const char *name)
{
	for (unsigned int i = 0; i < isa->n_ops; i++)
		if (strcmp(isa->ops[i].name, name) == 0)
			return &isa->ops[i];
	for (const struct gs_isa_alias *a = isa->aliases; a->alias; a++)
		if (strcmp(a->alias, name) == 0)
			return gs_isa_by_name(isa, a->name);
	return NULL;
}

const struct gs_isa_op *gs_isa_by_opcode(const struct gs_isa *isa, enum gs_enc enc,
					 unsigned int opcode)
{
	for (unsigned int i = 0; i < isa->n_ops; i++) {
		const struct gs_isa_op *op = &isa->ops[i];

		if (enc == GS_ENC_VOP3 ? (op->enc == GS_ENC_VOP3 ? op->opcode == opcode
								 : op->op3 == opcode)
				       : (op->enc == enc && op->opcode == opcode))
			return op;
	}
	return NULL;
}
