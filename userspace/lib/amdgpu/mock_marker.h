/* SPDX-License-Identifier: MIT */
/*
 * How the amdgpu backend knows it talks to the mock render node
 * (tools/mockdrm): the DRM version's description.  A real amdgpu kernel
 * answers "AMD GPU" (amdgpu_drv.c DRIVER_DESC); only the mock answers this.
 */
#ifndef GS_AMDGPU_MOCK_MARKER_H
#define GS_AMDGPU_MOCK_MARKER_H

#define GS_AMDGPU_MOCK_DESC "gfxshim mockdrm: emulated amdgpu render node, not a GPU"

/* What every mock result is labelled with. */
#define GS_AMDGPU_MOCK_LABEL "mock render node (emulated): not a silicon result"

#endif /* GS_AMDGPU_MOCK_MARKER_H */
