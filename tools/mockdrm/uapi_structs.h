/* SPDX-License-Identifier: MIT */
/*
 * The amdgpu/DRM uAPI structs the backend (through libdrm) and the mock
 * share, for the compile-time checks: kuapi-sizes.c prints their sizes and
 * the fields' offsets from the kernel's header; uapi_check.c asserts
 * libdrm's copy agrees.  FIXED: the same size in both (the ABI never
 * changes); GROWN: the kernel's copy may have grown at the end (the kernel
 * copies min(user size, its size)), so only libdrm <= kernel and the
 * offsets listed under FIELD are checked.
 */
#define GS_UAPI_STRUCTS(FIXED, GROWN)                                   \
	FIXED(struct drm_gem_close, drm_gem_close)                      \
	FIXED(struct drm_get_cap, drm_get_cap)                          \
	FIXED(struct drm_syncobj_create, drm_syncobj_create)            \
	FIXED(struct drm_syncobj_destroy, drm_syncobj_destroy)          \
	FIXED(struct drm_syncobj_array, drm_syncobj_array)              \
	GROWN(struct drm_syncobj_wait, drm_syncobj_wait)                \
	FIXED(union drm_amdgpu_gem_create, drm_amdgpu_gem_create)       \
	FIXED(union drm_amdgpu_gem_mmap, drm_amdgpu_gem_mmap)           \
	FIXED(struct drm_amdgpu_gem_va, drm_amdgpu_gem_va)              \
	FIXED(union drm_amdgpu_ctx, drm_amdgpu_ctx)                     \
	FIXED(union drm_amdgpu_bo_list, drm_amdgpu_bo_list)             \
	FIXED(struct drm_amdgpu_bo_list_entry, drm_amdgpu_bo_list_entry) \
	FIXED(union drm_amdgpu_cs, drm_amdgpu_cs)                       \
	FIXED(struct drm_amdgpu_cs_chunk, drm_amdgpu_cs_chunk)          \
	FIXED(struct drm_amdgpu_cs_chunk_ib, drm_amdgpu_cs_chunk_ib)    \
	FIXED(struct drm_amdgpu_cs_chunk_sem, drm_amdgpu_cs_chunk_sem)  \
	FIXED(struct drm_amdgpu_cs_chunk_dep, drm_amdgpu_cs_chunk_dep)  \
	FIXED(struct drm_amdgpu_cs_chunk_syncobj, drm_amdgpu_cs_chunk_syncobj) \
	FIXED(struct drm_amdgpu_info, drm_amdgpu_info)                  \
	FIXED(struct drm_amdgpu_info_hw_ip, drm_amdgpu_info_hw_ip)      \
	FIXED(struct drm_amdgpu_info_firmware, drm_amdgpu_info_firmware) \
	FIXED(struct drm_amdgpu_memory_info, drm_amdgpu_memory_info)    \
	GROWN(struct drm_amdgpu_info_device, drm_amdgpu_info_device)    \
	FIXED(union drm_amdgpu_wait_cs, drm_amdgpu_wait_cs)             \
	FIXED(union drm_amdgpu_wait_fences, drm_amdgpu_wait_fences)     \
	FIXED(struct drm_amdgpu_fence, drm_amdgpu_fence)                \
	FIXED(union drm_amdgpu_gem_wait_idle, drm_amdgpu_gem_wait_idle) \
	FIXED(struct drm_amdgpu_gem_op, drm_amdgpu_gem_op)              \
	FIXED(struct drm_amdgpu_gem_metadata, drm_amdgpu_gem_metadata)   \
	FIXED(union drm_amdgpu_fence_to_handle, drm_amdgpu_fence_to_handle)

/* Fields the backend reads (struct tag, field; libdrm may name a field
 * differently: hw_ip's ip_discovery_version is libdrm 2.4.114's _pad). */
#define GS_UAPI_FIELDS(FIELD)                                                        \
	FIELD(struct drm_syncobj_wait, timeout_nsec, timeout_nsec)                   \
	FIELD(struct drm_syncobj_wait, first_signaled, first_signaled)               \
	FIELD(struct drm_amdgpu_info_hw_ip, ip_discovery_version, _pad)              \
	FIELD(struct drm_amdgpu_info_device, device_id, device_id)                   \
	FIELD(struct drm_amdgpu_info_device, external_rev, external_rev)             \
	FIELD(struct drm_amdgpu_info_device, pci_rev, pci_rev)                       \
	FIELD(struct drm_amdgpu_info_device, family, family)                         \
	FIELD(struct drm_amdgpu_info_device, num_shader_engines, num_shader_engines) \
	FIELD(struct drm_amdgpu_info_device, num_shader_arrays_per_engine, num_shader_arrays_per_engine) \
	FIELD(struct drm_amdgpu_info_device, gpu_counter_freq, gpu_counter_freq)     \
	FIELD(struct drm_amdgpu_info_device, max_engine_clock, max_engine_clock)     \
	FIELD(struct drm_amdgpu_info_device, max_memory_clock, max_memory_clock)     \
	FIELD(struct drm_amdgpu_info_device, cu_active_number, cu_active_number)     \
	FIELD(struct drm_amdgpu_info_device, vram_type, vram_type)                   \
	FIELD(struct drm_amdgpu_info_device, vram_bit_width, vram_bit_width)         \
	FIELD(struct drm_amdgpu_info_device, wave_front_size, wave_front_size)       \
	FIELD(struct drm_amdgpu_info_device, num_cu_per_sh, num_cu_per_sh)           \
	FIELD(struct drm_amdgpu_info_device, num_tcc_blocks, num_tcc_blocks)         \
	FIELD(struct drm_amdgpu_info_device, virtual_address_offset, virtual_address_offset) \
	FIELD(struct drm_amdgpu_info_device, virtual_address_max, virtual_address_max) \
	FIELD(struct drm_amdgpu_info_device, high_va_offset, high_va_offset)         \
	FIELD(struct drm_amdgpu_info_device, high_va_max, high_va_max)               \
	FIELD(struct drm_amdgpu_memory_info, gtt, gtt)                               \
	FIELD(struct drm_amdgpu_memory_info, cpu_accessible_vram, cpu_accessible_vram)
