import Foundation

final class AppointmentsInteractor {
    private let clinic: ClinicService

    init(clinic: ClinicService) {
        self.clinic = clinic
    }

    func upcoming() async -> [Appointment] {
        let appointments = (try? await clinic.upcomingAppointments()) ?? []
        return appointments.sorted { $0.date < $1.date }
    }
}
