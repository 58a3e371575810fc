import Foundation

@MainActor
final class AppointmentsPresenter: ObservableObject {
    @Published private(set) var appointments: [Appointment] = []
    @Published var appointmentToReschedule: Appointment?

    private let interactor: AppointmentsInteractor

    init(interactor: AppointmentsInteractor) {
        self.interactor = interactor
    }

    func load() async {
        appointments = await interactor.upcoming()
    }

    func didTapReschedule(_ appointment: Appointment) {
        appointmentToReschedule = appointment
    }
}
