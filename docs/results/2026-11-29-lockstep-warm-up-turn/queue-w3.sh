# after queue-w2: its compares from aa-3 on ran beside a copying loop (watch.sh, every second from
# 09:55) that took about 40% of a core; two more A/As and two more at 65 ns, alternating, nothing
# else running (no console copies: these compares' warm-up runs are not recorded)
cd /tmp/runs/warm
S="threeen1 --store h2-mvstore --tuned --workers 4 --to 250000 --data-dir /dev/shm"
run() {
  echo "$1 start $(date -u +%T)" >> order.txt
  java -jar /tmp/runs/ws.jar compare --lockstep $S --budget 10m --target 1.7% --results-dir /tmp/runs/warm/results-clean "${@:2}" > $1.log 2>&1
  echo "$1 end $(date -u +%T) exit $?" >> order.txt
}
run aa-6
run ke65-7 --b-set workload.extra-cpu-ns=65
run aa-7
run ke65-8 --b-set workload.extra-cpu-ns=65
echo done3 >> order.txt
