import Foundation

protocol WateringScheduleBusinessLogic {
    func loadSchedule(request: WateringSchedule.Load.Request)
    func logWatering(request: WateringSchedule.LogWatering.Request)
}

protocol WateringScheduleDataStore {
    var plant: Plant? { get set }
}

final class WateringScheduleInteractor: WateringScheduleBusinessLogic, WateringScheduleDataStore {
    var presenter: WateringSchedulePresentationLogic?
    var worker = WateringScheduleWorker()
    private let history = WateringHistoryStore()

    var plant: Plant?

    func loadSchedule(request: WateringSchedule.Load.Request) {
        guard let plant = plant else { return }
        let events = worker.upcomingEvents(for: plant, count: request.upcomingCount)
        let response = WateringSchedule.Load.Response(
            plantName: plant.name,
            intervalDays: plant.wateringIntervalDays,
            events: events
        )
        presenter?.presentSchedule(response: response)
    }

    func logWatering(request: WateringSchedule.LogWatering.Request) {
        guard let current = plant else {
            presenter?.presentWateringLogged(response: WateringSchedule.LogWatering.Response(success: false))
            return
        }
        plant = worker.logWatering(for: current, on: request.date)
        history.recordWatering(of: current.id, on: request.date)
        presenter?.presentWateringLogged(response: WateringSchedule.LogWatering.Response(success: true))
    }
}
