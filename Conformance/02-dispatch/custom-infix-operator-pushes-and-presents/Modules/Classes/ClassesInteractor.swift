import Foundation

final class ClassesInteractor {

    func schedule() -> [YogaClass] {
        let now = Date()
        return [
            YogaClass(id: 1, name: "Slow flow", teacher: "Ines", startsAt: now.addingTimeInterval(3_600 * 20), spotsLeft: 4),
            YogaClass(id: 2, name: "Yin & breath", teacher: "Kofi", startsAt: now.addingTimeInterval(3_600 * 44), spotsLeft: 0),
            YogaClass(id: 3, name: "Power vinyasa", teacher: "Marta", startsAt: now.addingTimeInterval(3_600 * 68), spotsLeft: 9)
        ]
    }
}
