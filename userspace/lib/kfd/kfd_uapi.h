/* SPDX-License-Identifier: MIT */
/*
 * Compile-time checks of the amdkfd uAPI the KFD layer uses, as
 * include/uapi/linux/kfd_ioctl.h of Debian's linux-source-6.12 defines it
 * (extracted at build time by tools/mockdrm/kuapi.sh; the mock's /dev/kfd
 * includes the same header): each struct's size, and that the ioctl
 * number encodes that size (the kernel copies _IOC_SIZE bytes).  A header
 * from another kernel that laid them out otherwise stops the build here.
 */
#ifndef GS_KFD_UAPI_H
#define GS_KFD_UAPI_H

#include <kuapi-6.12/linux/kfd_ioctl.h>

#define GS_KFD_ABI(name, ioc, size)                                                        \
	_Static_assert(sizeof(struct name) == (size), #name ": not linux-source-6.12's size"); \
	_Static_assert(_IOC_SIZE(ioc) == sizeof(struct name), #ioc " does not encode sizeof(" #name ")");

GS_KFD_ABI(kfd_ioctl_get_version_args, AMDKFD_IOC_GET_VERSION, 8)
GS_KFD_ABI(kfd_ioctl_create_queue_args, AMDKFD_IOC_CREATE_QUEUE, 96)
GS_KFD_ABI(kfd_ioctl_destroy_queue_args, AMDKFD_IOC_DESTROY_QUEUE, 8)
GS_KFD_ABI(kfd_ioctl_set_cu_mask_args, AMDKFD_IOC_SET_CU_MASK, 16)
GS_KFD_ABI(kfd_ioctl_get_clock_counters_args, AMDKFD_IOC_GET_CLOCK_COUNTERS, 40)
GS_KFD_ABI(kfd_ioctl_get_process_apertures_new_args, AMDKFD_IOC_GET_PROCESS_APERTURES_NEW, 16)
GS_KFD_ABI(kfd_ioctl_create_event_args, AMDKFD_IOC_CREATE_EVENT, 32)
GS_KFD_ABI(kfd_ioctl_destroy_event_args, AMDKFD_IOC_DESTROY_EVENT, 8)
GS_KFD_ABI(kfd_ioctl_set_event_args, AMDKFD_IOC_SET_EVENT, 8)
GS_KFD_ABI(kfd_ioctl_reset_event_args, AMDKFD_IOC_RESET_EVENT, 8)
GS_KFD_ABI(kfd_ioctl_wait_events_args, AMDKFD_IOC_WAIT_EVENTS, 24)
GS_KFD_ABI(kfd_ioctl_acquire_vm_args, AMDKFD_IOC_ACQUIRE_VM, 8)
GS_KFD_ABI(kfd_ioctl_alloc_memory_of_gpu_args, AMDKFD_IOC_ALLOC_MEMORY_OF_GPU, 40)
GS_KFD_ABI(kfd_ioctl_free_memory_of_gpu_args, AMDKFD_IOC_FREE_MEMORY_OF_GPU, 8)
GS_KFD_ABI(kfd_ioctl_map_memory_to_gpu_args, AMDKFD_IOC_MAP_MEMORY_TO_GPU, 24)
GS_KFD_ABI(kfd_ioctl_unmap_memory_from_gpu_args, AMDKFD_IOC_UNMAP_MEMORY_FROM_GPU, 24)
/* not ioctl arguments themselves: arrays they point at */
_Static_assert(sizeof(struct kfd_process_device_apertures) == 56, "kfd_process_device_apertures");
_Static_assert(sizeof(struct kfd_event_data) == 48, "kfd_event_data");
_Static_assert(sizeof(struct kfd_hsa_memory_exception_data) == 32, "kfd_hsa_memory_exception_data");
_Static_assert(KFD_SIGNAL_EVENT_LIMIT == 4096, "KFD_SIGNAL_EVENT_LIMIT");

/* kfd_priv.h (not uAPI, but the mmap offsets user mode must build):
 * KFD_MMAP_TYPE_* in bits 63:62, the GPU id in bits 61:46. */
#define GS_KFD_MMAP_TYPE_DOORBELL (0x3ull << 62)
#define GS_KFD_MMAP_TYPE_EVENTS (0x2ull << 62)
#define GS_KFD_MMAP_TYPE_MMIO (0x0ull << 62)
#define GS_KFD_MMAP_GPU_ID(id) (((uint64_t)(id) << 46) & (0xffffull << 46))

#endif /* GS_KFD_UAPI_H */
