# 2026-11-29 afternoon: the same compares with the store's files on the virtio disk (the default
# data directory, java.io.tmpdir, /tmp here, ext4), nothing else running; alternating A/A and
# 65 ns, none started after 14:20 UTC (the session's end)
cd /tmp/runs/disk
S="threeen1 --store h2-mvstore --tuned --workers 4 --to 250000"
run() {
  if [ "$(date -u +%H%M)" -ge 1420 ]; then echo "$1 skipped $(date -u +%T)" >> order.txt; return; fi
  echo "$1 start $(date -u +%T)" >> order.txt
  java -jar /tmp/runs/cal65/cal.jar compare --lockstep $S --budget 10m --target 1.7% --results-dir /tmp/runs/disk/results "${@:2}" > $1.log 2>&1
  echo "$1 end $(date -u +%T) exit $?" >> order.txt
}
run aa-1
run ke65-1 --b-set workload.extra-cpu-ns=65
run aa-2
run ke65-2 --b-set workload.extra-cpu-ns=65
echo done >> order.txt
