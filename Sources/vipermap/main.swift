import ViperMapIO

MemoryTuning.apply()
Vipermap.runAndExit()
