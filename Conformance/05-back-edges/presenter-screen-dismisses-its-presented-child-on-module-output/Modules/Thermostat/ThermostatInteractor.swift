import Foundation

protocol ThermostatInteractorInput: AnyObject {
    func schedule(for room: Room) -> [HeatingPeriod]
    func save(_ periods: [HeatingPeriod], for room: Room)
}

final class ThermostatInteractor: ThermostatInteractorInput {

    private var schedules: [String: [HeatingPeriod]] = [:]

    func schedule(for room: Room) -> [HeatingPeriod] {
        schedules[room.id] ?? [
            HeatingPeriod(from: DateComponents(hour: 6), to: DateComponents(hour: 9), celsius: room.targetCelsius),
            HeatingPeriod(from: DateComponents(hour: 17), to: DateComponents(hour: 22), celsius: room.targetCelsius)
        ]
    }

    func save(_ periods: [HeatingPeriod], for room: Room) {
        schedules[room.id] = periods
    }
}
