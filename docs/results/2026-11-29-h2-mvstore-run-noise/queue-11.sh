# h2-mvstore at durability none (no background store): lockstep A/A, then 70 ns a commit, ten minutes each
cd /tmp/runs/h2none
while ! grep -q done /tmp/probe/q10.order; do sleep 5; done
N="threeen1 --store h2-mvstore --tuned --workers 4 --to 1000000 --durability none"
run() {
  echo "$1 start $(date -u +%T)" >> order.txt
  java -jar /tmp/runs/cal5.jar compare --lockstep $N --budget 10m --target 2% --results-dir /tmp/runs/h2none/results "${@:2}" > $1.log 2>&1
  echo "$1 end $(date -u +%T) exit $?" >> order.txt
}
run aa1
run ke1 --b-set workload.extra-cpu-ns=70
run aa2
run ke2 --b-set workload.extra-cpu-ns=70
echo done >> order.txt
