# probe.sh NAME RUNS DIR TO WORKERS [DELAY [RETENTION [FILL [BUFFER_KB]]]]: one fork of H2Probe with
# the JVM flags of a compare round's fork at 1..1,000,000; JOPT adds flags (-Dstore=, -Ddurability=,
# -XX:...). Compile first: javac -cp benchmarks.jar -d . H2Probe.java
java $JOPT -XX:+UseParallelGC -Xms3072m -Xmx3072m -Xmn1536m -XX:+AlwaysPreTouch \
    --add-opens=java.base/java.lang=ALL-UNNAMED --add-opens=java.base/java.nio=ALL-UNNAMED \
    --add-opens=java.base/sun.nio.ch=ALL-UNNAMED -cp "${JAR:-benchmarks.jar}:." H2Probe "${@:2}" 2>&1 \
    | grep -v "H2-\|main \|pool-" > forks/$1.txt
