# h2-mvstore relaxed (tuned) at 1..250,000 on tmpfs: runs under a second, so no background store
# in a run; lockstep A/A, then 50 ns a commit, ten minutes each
cd /tmp/runs/h2none
while ! grep -q done /tmp/probe/q12.order; do sleep 5; done
S="threeen1 --store h2-mvstore --tuned --workers 4 --to 250000 --data-dir /dev/shm"
run() {
  echo "$1 start $(date -u +%T)" >> order.txt
  java -jar /tmp/runs/cal5.jar compare --lockstep $S --budget 10m --target 2% --results-dir /tmp/runs/h2none/results "${@:2}" > $1.log 2>&1
  echo "$1 end $(date -u +%T) exit $?" >> order.txt
}
run aa250k
run ke250k --b-set workload.extra-cpu-ns=50
echo done >> order.txt
