/* SPDX-License-Identifier: MIT */
/* The amdgpu backend's internals (libdrm_amdgpu). */
#ifndef GS_AMDGPU_INT_H
#define GS_AMDGPU_INT_H

#include <stddef.h>
#include <stdint.h>

#include "device/backend.h"

/* One AMD render node found by discovery. */
struct gs_amdgpu_node {
	char path[64];             /* /dev/dri/renderD128 */
	uint16_t vendor, device;
	uint8_t revision;
	char bdf[16];              /* 0000:03:00.0 */
	uint32_t pci_domain;       /* the same, for libpciaccess */
	uint8_t pci_bus, pci_dev, pci_func;
};

/* Render nodes of PCI devices with AMD's vendor id whose DRM driver is
 * amdgpu, in drmGetDevices2 order.  Returns how many (at most max). */
int gsi_amdgpu_list(struct gs_amdgpu_node *out, int max);

/* The gfx target for a GC IP version (AMDGPU_INFO_HW_IP_INFO's
 * ip_discovery_version: major << 16 | minor << 8 | rev), through the target
 * table; NULL if none matches. */
const struct gs_target *gsi_amdgpu_target_for_ip(uint32_t ip_discovery_version);

/* Fill the IB chunk of a submission (the last step before the ioctl). */
struct drm_amdgpu_cs_chunk;
struct drm_amdgpu_cs_chunk_ib;
void gsi_amdgpu_ib_chunk(uint64_t ib_va, uint32_t ndw, struct drm_amdgpu_cs_chunk_ib *ib,
			struct drm_amdgpu_cs_chunk *chunk);
/* The chunks of one submission: the IB, and when syncobj != 0 an
 * AMDGPU_CHUNK_ID_SYNCOBJ_OUT chunk that makes the kernel signal it when
 * the job finishes.  chunks[] needs room for 2; returns how many. */
struct drm_amdgpu_cs_chunk_sem;
unsigned int gsi_amdgpu_submit_chunks(uint64_t ib_va, uint32_t ndw, uint32_t syncobj,
				     struct drm_amdgpu_cs_chunk_ib *ib, struct drm_amdgpu_cs_chunk_sem *sem,
				     struct drm_amdgpu_cs_chunk *chunks);
/* drmSyncobjWait's deadline: CLOCK_MONOTONIC now + timeout, in ns,
 * saturating at INT64_MAX. */
int64_t gsi_amdgpu_deadline(uint64_t now_ns, uint64_t timeout_ns);

/* The allocation request for a buffer of size bytes with GS_BO_* flags
 * (pure: no ioctl).  GTT: CPU access required; GS_BO_VRAM: VRAM, cleared by
 * the kernel, CPU access required with GS_BO_CPU_VISIBLE, else none.
 * *cpu_map tells whether to map it for the CPU. */
struct amdgpu_bo_alloc_request;
void gsi_amdgpu_bo_request(uint64_t size, unsigned int flags, struct amdgpu_bo_alloc_request *req,
			  int *cpu_map);

/* Device facts from the kernel's answers (pure: no ioctl).  dev_info is
 * AMDGPU_INFO_DEV_INFO; t the target identified from the GC IP version
 * (WGPs exist on gfx10+ only: 2 CUs each).  mem is AMDGPU_INFO_MEMORY
 * (total heap sizes).  Each fills only its own fields of f. */
struct drm_amdgpu_info_device;
struct drm_amdgpu_memory_info;
void gsi_amdgpu_facts_from_dev_info(const struct drm_amdgpu_info_device *di, const struct gs_target *t,
				   struct gs_device_facts *f);
void gsi_amdgpu_facts_from_memory(const struct drm_amdgpu_memory_info *mem, struct gs_device_facts *f);
/* Append "what: strerror(-r)" to f->missing (the fact stays 0). */
void gsi_amdgpu_facts_missing(struct gs_device_facts *f, const char *what, int r);

/* PCI facts (pci.c).  gsi_amdgpu_pci_from_device copies a probed
 * libpciaccess device's ids and BARs (pure); gsi_amdgpu_pci_finish compares
 * the VRAM aperture (BAR0) with vram_bytes (0: unknown) and writes p->text
 * (pure); gsi_amdgpu_facts_pci reads node's device through libpciaccess
 * (pci_system_init .. pci_system_cleanup) into f->pci after f->vram_bytes
 * is known, or appends "PCI facts unavailable: <why>" to f->missing. */
struct pci_device;
void gsi_amdgpu_pci_from_device(const struct pci_device *pd, struct gs_pci_facts *p);
void gsi_amdgpu_pci_finish(struct gs_pci_facts *p, uint64_t vram_bytes);
void gsi_amdgpu_facts_pci(const struct gs_amdgpu_node *node, struct gs_device_facts *f);

/* AMDGPU_INFO_GPUVM_FAULT (DRM 3.55, kernel 6.10; libdrm 2.4.114's header
 * predates it): the VM's last GPU page fault, as include/uapi/drm of
 * linux-source-6.12 defines it (tools/mockdrm/uapi_check.c checks both). */
#define GS_AMDGPU_INFO_GPUVM_FAULT 0x23
struct gs_amdgpu_gpuvm_fault {
	uint64_t addr;       /* the faulting page */
	uint32_t status;     /* GCVM_L2_PROTECTION_FAULT_STATUS */
	uint32_t vmhub;      /* AMDGPU_VMHUB_TYPE_* | index << 8 */
};
/* The fault in words ("write at 0x...: no mapping (MAPPING_ERROR), status
 * 0x..., gfxhub 0"); pure. */
void gsi_amdgpu_vm_fault_text(const struct gs_amdgpu_gpuvm_fault *vf, char *buf, size_t size);

/* DRM interface versions the backend relies on (amdgpu_drv.c changelog):
 * 3.48 reports the GC IP version in HW_IP_INFO, 3.45 has the stable-pstate
 * context op, 3.55 the GPUVM fault query. */
#define GS_AMDGPU_MINOR_IP_DISCOVERY 48
#define GS_AMDGPU_MINOR_STABLE_PSTATE 45
#define GS_AMDGPU_MINOR_GPUVM_FAULT 55

#endif /* GS_AMDGPU_INT_H */
