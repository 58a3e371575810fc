import Foundation

protocol WateringSchedulePresentationLogic {
    func presentSchedule(response: WateringSchedule.Load.Response)
    func presentWateringLogged(response: WateringSchedule.LogWatering.Response)
}

/// Formats the upcoming watering dates, marking overdue ones, under a header with the plant's name and interval.
final class WateringSchedulePresenter: WateringSchedulePresentationLogic {
    weak var viewController: WateringScheduleDisplayLogic?

    private let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "EEE, MMM d"
        return formatter
    }()

    func presentSchedule(response: WateringSchedule.Load.Response) {
        let unit = response.intervalDays == 1 ? "day" : "days"
        let header = "\(response.plantName) · every \(response.intervalDays) \(unit)"
        let rows = response.events.map { event -> String in
            let text = formatter.string(from: event.date)
            return event.isOverdue ? "\(text) (overdue)" : text
        }
        viewController?.displaySchedule(viewModel: WateringSchedule.Load.ViewModel(header: header, rows: rows))
    }

    func presentWateringLogged(response: WateringSchedule.LogWatering.Response) {
        if response.success {
            viewController?.displayWateringLogged()
        } else {
            viewController?.displayError(message: "Could not log watering for this plant.")
        }
    }
}
