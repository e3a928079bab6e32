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
PCI_DRV=$(cat /etc/gfxshim-pci-driver 2>/dev/null)

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

ksft() {	# ksft PREFIX PROGRAM [ARGS]: run one kselftest program, prefix its TAP
	prefix=$1
	prog=$2
	shift 2
	"/tests/$prog" "$@" >/tmp/ksft.out 2>&1
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

# the module with virtual devices, attached to the PCI devices of $PCI_DRV
# (bound before the module loads: found by the scan at load)
npci=0
if [ -n "$PCI_DRV" ]; then
	npci=$(ls -d /sys/bus/pci/drivers/"$PCI_DRV"/0000:* 2>/dev/null | wc -l)
	check "a PCI device is bound to $PCI_DRV" test "$npci" -ge 1
fi
check "insmod gfxshim.ko vdevs=$VDEVS pci_driver=$PCI_DRV" \
	insmod $KO "vdevs=$VDEVS" "pci_driver=$PCI_DRV"
check "/dev/gfxshim is a character device" test -c /dev/gfxshim
check "/dev/gfxshim mode 0660" test "$(stat -c %a /dev/gfxshim)" = 660
check "vdevs parameter reads back" \
	test "$(cat /sys/module/gfxshim/parameters/vdevs)" = "$VDEVS"
check "pci_driver parameter reads back" \
	test "$(cat /sys/module/gfxshim/parameters/pci_driver)" = "$PCI_DRV"
export GFXSHIM_EXPECT_VDEVS="$VDEVS" GFXSHIM_EXPECT_PCI="$npci"
export GFXSHIM_PCI_DRIVER="$PCI_DRV"
ksft "" gfxshim_test
ksft "" gfxshim_pci_test
ksft "" gfxshim_stress
ksft "" gfxshim_kmod_client

# rmmod is refused while /dev/gfxshim is open, clean after close
exec 5</dev/gfxshim
check "rmmod refused while /dev/gfxshim is open" not rmmod gfxshim
check "module still loaded while open" loaded
exec 5<&-
check "rmmod after close" rmmod gfxshim
check "module gone after rmmod" not loaded
check "/dev/gfxshim gone after rmmod" not test -e /dev/gfxshim

# the module without virtual devices (pci_driver=amdgpu, the default: not
# loaded here): no device, errors only
check "insmod gfxshim.ko (no vdevs)" insmod $KO
export GFXSHIM_EXPECT_VDEVS="" GFXSHIM_EXPECT_PCI=0 GFXSHIM_PCI_DRIVER=""
ksft "(no vdevs) " gfxshim_test
check "rmmod (no vdevs)" rmmod gfxshim

# virtual devices made from PCI ids: the module's PCI id -> gfx target
# table, through the same lookup a PCI device gets.  The expected targets
# are AMD's (GPUOpen-Tools/device_info, DeviceInfo.cpp), written here
# independently of driver/targets.c.  At most 8 vdevs per load.
check "insmod rejects vdevs=1002:1234 (an AMD id without a known target)" \
	not insmod $KO vdevs=1002:1234
check "insmod rejects vdevs=8086:744c (not AMD's vendor id)" \
	not insmod $KO vdevs=8086:744c
check "insmod rejects vdevs=1002:744 (malformed PCI id)" \
	not insmod $KO vdevs=1002:744
for ids in \
	1002:744c=gfx1100,1002:747e=gfx1101,1002:15bf=gfx1103,1002:150e=gfx1150,1002:1586=gfx1151,1002:7590=gfx1200,1002:7550=gfx1201,1002:74a1=gfx942 \
	1002:7480=gfx1102,1002:1114=gfx1152,1002:1902=gfx1153,1002:75a0=gfx950,1002:74a9=gfx942,1002:7551=gfx1201; do
	param=$(echo "$ids" | sed 's/=[^,]*//g')
	check "insmod gfxshim.ko vdevs=$param pci_driver=" \
		insmod $KO "vdevs=$param" pci_driver=
	export GFXSHIM_EXPECT_VDEVS="$ids" GFXSHIM_EXPECT_PCI=0 GFXSHIM_PCI_DRIVER=""
	ksft "(PCI ids $param) " gfxshim_test -t query_expected_devices -t device_info \
		-t device_info_old_size
	check "rmmod (PCI ids $param)" rmmod gfxshim
done

echo "# gfxshim-vm: dmesg-begin"
dmesg
echo "# gfxshim-vm: dmesg-end"
echo "# gfxshim-vm: end"
# closing the port waits until its output has drained
exec >/dev/null 2>&1
sync
poweroff -f
