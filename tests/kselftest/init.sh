#!/bin/busybox sh
# SPDX-License-Identifier: GPL-2.0
#
# /init of the test VM (PID 1): load gfxshim.ko, run the kselftests, check
# module load/unload, dump the kernel log, power off.  Results go to the
# second serial port (ttyS1), one TAP line per check; run-vm.sh numbers
# them.  Lines starting with "#" are diagnostics.
/bin/busybox mount -t proc proc /proc
/bin/busybox mount -t sysfs sysfs /sys
/bin/busybox mount -t devtmpfs devtmpfs /dev
/bin/busybox --install -s /bin
export PATH=/bin

exec >/dev/ttyS1 2>&1
echo "# gfxshim-vm: start $(uname -r)"

KO=/lib/modules/gfxshim.ko
VDEVS=$(cat /etc/gfxshim-vdevs)

check() {	# check DESCRIPTION COMMAND...: one TAP line
	desc=$1
	shift
	if "$@"; then
		echo "ok - $desc"
	else
		echo "not ok - $desc"
	fi
}

not() {
	! "$@"
}

loaded() {
	grep -q '^gfxshim ' /proc/modules
}

ksft() {	# ksft PREFIX PROGRAM: run one kselftest program, prefix its TAP
	prefix=$1
	prog=$2
	"/tests/$prog" >/tmp/ksft.out 2>&1
	rc=$?
	sed -e "s/^\(ok\|not ok\) [0-9]* /\1 - $prefix$prog: /" /tmp/ksft.out
	check "$prefix$prog exit status 0 (was $rc)" test "$rc" -eq 0
}

if [ -f /etc/gfxshim-kmods ]; then
	# shellcheck disable=SC2013
	for m in $(cat /etc/gfxshim-kmods); do
		check "modprobe $m" modprobe "$m"
	done
fi

# module parameter validation
check "insmod rejects vdevs=gfx9999" not insmod $KO vdevs=gfx9999
check "no module left after a rejected insmod" not loaded
check "insmod rejects more than 8 vdevs" \
	not insmod $KO vdevs=gfx1100,gfx1100,gfx1100,gfx1100,gfx1100,gfx1100,gfx1100,gfx1100,gfx1100

# the module with virtual devices
check "insmod gfxshim.ko vdevs=$VDEVS" insmod $KO "vdevs=$VDEVS"
check "/dev/gfxshim is a character device" test -c /dev/gfxshim
check "/dev/gfxshim mode 0660" test "$(stat -c %a /dev/gfxshim)" = 660
check "vdevs parameter reads back" \
	test "$(cat /sys/module/gfxshim/parameters/vdevs)" = "$VDEVS"
export GFXSHIM_EXPECT_VDEVS="$VDEVS"
ksft "" gfxshim_test

# rmmod is refused while /dev/gfxshim is open, clean after close
exec 5</dev/gfxshim
check "rmmod refused while /dev/gfxshim is open" not rmmod gfxshim
check "module still loaded while open" loaded
exec 5<&-
check "rmmod after close" rmmod gfxshim
check "module gone after rmmod" not loaded
check "/dev/gfxshim gone after rmmod" not test -e /dev/gfxshim

# the module without virtual devices: no device, errors only
check "insmod gfxshim.ko (no vdevs)" insmod $KO
export GFXSHIM_EXPECT_VDEVS=""
ksft "(no vdevs) " gfxshim_test
check "rmmod (no vdevs)" rmmod gfxshim

echo "# gfxshim-vm: dmesg-begin"
dmesg
echo "# gfxshim-vm: dmesg-end"
echo "# gfxshim-vm: end"
# closing the port waits until its output has drained
exec >/dev/null 2>&1
sync
poweroff -f
