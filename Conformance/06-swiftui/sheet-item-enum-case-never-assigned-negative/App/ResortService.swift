import Foundation

enum SkillLevel: String, CaseIterable {
    case beginner, intermediate, advanced
}

struct Run: Identifiable, Hashable {
    let id: String
    let name: String
    let grade: String
    let isOpen: Bool
}

struct PassOption: Identifiable, Hashable {
    let id: String
    let title: String
    let price: Decimal
}

final class ResortService {
    func runs() async -> [Run] {
        [Run(id: "r1", name: "Edelweiss", grade: "Blue", isOpen: true),
         Run(id: "r2", name: "Black Eagle", grade: "Black", isOpen: true),
         Run(id: "r3", name: "Nursery Slope", grade: "Green", isOpen: false)]
    }

    func passOptions() async -> [PassOption] {
        [PassOption(id: "day", title: "Day pass", price: 58),
         PassOption(id: "week", title: "6-day pass", price: 289)]
    }

    func gearSizes(for run: Run) async -> [String] {
        run.grade == "Black" ? ["Freeride 176", "Freeride 184"] : ["All-mountain 160", "All-mountain 168"]
    }

    func instructors(for level: SkillLevel) async -> [String] {
        level == .beginner ? ["Anna", "Luca"] : ["Marco"]
    }
}
