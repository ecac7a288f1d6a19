#!/bin/bash
# third queue: after the second, one side per JVM, warmed on its own side or on both, in cycles of
# four JVMs (A own, B own, A both, B both; the order drawn per cycle), for 30 minutes (the second sitting, cycles from 101)
cd /tmp/runs/ij

F="-XX:+UseParallelGC -Xms3072m -Xmx3072m -Xmn1536m -XX:+AlwaysPreTouch"
J=/tmp/runs/cur.jar
echo "$(date -u +%T) start one-side-2" >> q.log
echo "cycle,jvm,run,side,warm,seconds,call" > one-side-2.txt
end=$(( $(date +%s) + 1800 ))
c=100
while [ $(date +%s) -lt $end ]; do
  c=$((c+1))
  for combo in $(printf '%s\n' A:own B:own A:both B:both | shuf --random-source=<(yes $c)); do
    java $F -cp $J OneSidePerJvm.java memory 1000000 4 20 ${combo%:*} ${combo#*:} 3 2>>one-side-2.err | sed "s/^/$c,$combo,/" >> one-side-2.txt
  done
done
echo "$(date -u +%T) end one-side-2" >> q.log
