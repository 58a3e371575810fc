import Foundation

final class WateringScheduleWorker {
    private let calendar: Calendar
    private let repository: PlantRepository

    init(calendar: Calendar = .current, repository: PlantRepository = .shared) {
        self.calendar = calendar
        self.repository = repository
    }

    func upcomingEvents(for plant: Plant, count: Int, now: Date = Date()) -> [WateringEvent] {
        (0..<max(count, 1)).compactMap { step in
            let offset = plant.wateringIntervalDays * (step + 1)
            guard let date = calendar.date(byAdding: .day, value: offset, to: plant.lastWatered) else { return nil }
            return WateringEvent(date: date, isOverdue: date < now)
        }
    }

    func logWatering(for plant: Plant, on date: Date) -> Plant {
        var updated = plant
        updated.lastWatered = date
        repository.update(updated)
        repository.persist()
        return updated
    }
}
