# 2026-11-29 afternoon session: the same jar (a80e9a3), range and flags as queue-w3, on a quiet
# machine (nothing else running: no builds, no console copies); two more A/As and two more at 65 ns,
# alternating, so the quiet compares with the warm-up turn number six of each
cd /tmp/runs/warm
S="threeen1 --store h2-mvstore --tuned --workers 4 --to 250000 --data-dir /dev/shm"
run() {
  echo "$1 start $(date -u +%T)" >> order.txt
  java -jar /tmp/runs/ws.jar compare --lockstep $S --budget 10m --target 1.7% --results-dir /tmp/runs/warm/results-clean "${@:2}" > $1.log 2>&1
  echo "$1 end $(date -u +%T) exit $?" >> order.txt
}
run aa-8
run ke65-9 --b-set workload.extra-cpu-ns=65
run aa-9
run ke65-10 --b-set workload.extra-cpu-ns=65
echo done4 >> order.txt
