/* SPDX-License-Identifier: MIT */
/*
 * Frozen: the sized structs as the first sized release (libgfxshim.so.1)
 * requires them -- each up to its GS_..._SIZE_V1 -- and the prototypes a
 * program built then would have seen.  Never edit a layout here: this is
 * what an old binary passes.  tests/unit/test_abi.c is built against this
 * header alone, test_abi_layout.c checks it against the current headers.
 */
#ifndef GFXSHIM_ABI_V1_H
#define GFXSHIM_ABI_V1_H

#include <stddef.h>
#include <stdint.h>

struct gs_device_options {
	uint32_t size;
	const char *default_target;
	uint64_t max_wave_insts;
	int no_check;
	uint64_t timeout_ns;
	int stable_pstate;
	unsigned int threads;
};

struct gs_device_info {
	uint32_t size;
	const struct gs_target *target;
	const char *backend;
	int emulated;
	char name[128];
	char note[256];
	char pci_bdf[16];
	int mock;
};

struct gs_launch_desc {
	uint32_t size;
	const char *kernel;
	uint32_t grid[3];
	uint32_t block[3];
	const void *kernarg;
	size_t kernarg_size;
};

struct gs_launch_result {
	uint32_t size;
	uint32_t *pm4;
	size_t pm4_ndw;
	int wave32;
	uint32_t waves_per_group;
};

struct gs_dispatch {
	uint32_t size;
	uint64_t code_va;
	uint32_t rsrc1, rsrc2, rsrc3;
	uint32_t user_sgpr[16];
	unsigned int n_user_sgpr;
	uint32_t grid[3];
	uint32_t block[3];
	int wave32;
	uint64_t scratch_va;
	uint32_t scratch_bytes_per_wave;
	uint64_t fence_va;
	uint32_t fence_value;
	uint32_t scratch_waves;
};

struct gs_pm4_release {
	uint32_t size;
	unsigned int event;
	uint32_t caches;
	unsigned int data_sel;
	unsigned int int_sel;
	unsigned int cache_policy;
	uint64_t addr;
	uint64_t data;
};

struct gs_codeobj_input {
	uint32_t size;
	const struct gs_target *target;
	const uint8_t *text;
	size_t text_size;
	const struct gs_kernel *kernels;
	size_t n_kernels;
};

struct gs_builder_options {
	uint32_t size;
	int wave64;
};

struct gs_builder_kernel {
	uint32_t size;
	const char *name;
	unsigned int next_free_vgpr;
	unsigned int next_free_sgpr;
	unsigned int kernarg_size;
	int kernarg_ptr;
	unsigned int group_segment_size;
	unsigned int workitem_id_dims;
	int workgroup_id_y, workgroup_id_z;
	const char *extra;
};

struct gs_submit_time {
	uint32_t size;
	uint64_t start_ns, end_ns;
	uint32_t count;
	const char *path;
};

struct gs_clock_sample {
	uint32_t size;
	uint64_t gpu_ticks;
	uint64_t cpu_raw_ns;
	uint64_t boottime_ns;
};

struct gs_kfd_cwsr {
	uint32_t size;
	uint32_t ctl_stack_size, cwsr_size, debug_memory_size;
	uint64_t total_bytes;
};

#ifndef GS_ABI_V1_TYPES_ONLY
/* unchanged since: */
struct gs_device;
struct gs_module;
struct gs_target;
struct gs_error {
	int status;
	char msg[1024];
};
struct gs_bo {
	uint64_t va;
	void *cpu;
	uint64_t size;
	void *backend;
};
struct gs_pm4 {
	uint32_t *dw;
	size_t n, cap;
	const struct gs_target *target;
	int status;
	char msg[256];
};

int gs_device_open(const char *spec, const struct gs_device_options *opt, struct gs_device **out,
		   struct gs_error *err);
void gs_device_close(struct gs_device *dev);
int gs_device_get_info(const struct gs_device *dev, struct gs_device_info *info);
int gs_bo_alloc(struct gs_device *dev, uint64_t size, unsigned int flags, struct gs_bo **out,
		struct gs_error *err);
void gs_bo_free(struct gs_device *dev, struct gs_bo *bo);
int gs_module_assemble(struct gs_device *dev, const char *src, size_t len, const char *filename, int wave64,
		       struct gs_module **out, struct gs_error *err);
void gs_module_free(struct gs_module *m);
int gs_launch(struct gs_device *dev, struct gs_module *m, const struct gs_launch_desc *d,
	      struct gs_launch_result *result, struct gs_error *err);
const struct gs_target *gs_target_find(const char *name);
void gs_pm4_init(struct gs_pm4 *s, const struct gs_target *t);
void gs_pm4_free(struct gs_pm4 *s);
int gs_pm4_build_dispatch(struct gs_pm4 *s, const struct gs_dispatch *d, struct gs_error *err);
void gs_pm4_release_mem(struct gs_pm4 *s, const struct gs_pm4_release *r);
int gs_codeobj_write(const struct gs_codeobj_input *in, uint8_t **out, size_t *out_size, struct gs_error *err);
#endif

#endif /* GFXSHIM_ABI_V1_H */
