import Foundation

struct Dentist: Identifiable, Hashable {
    let id: Int
    let name: String
    let speciality: String
    let bio: String

    static let preview = Dentist(id: 1, name: "Dr Ana Ruiz", speciality: "Orthodontics", bio: "Fifteen years of braces and aligners.")
}

struct Appointment: Identifiable, Hashable {
    let id: UUID
    var date: Date
    let reason: String
    let dentist: Dentist
}

struct Slot: Hashable {
    let date: Date
    let dentist: Dentist
}

final class ClinicService {
    static let shared = ClinicService()

    func upcomingAppointments() async throws -> [Appointment] {
        [
            Appointment(id: UUID(), date: .now.addingTimeInterval(3 * 86_400), reason: "Check-up", dentist: .preview),
            Appointment(id: UUID(), date: .now.addingTimeInterval(20 * 86_400), reason: "Aligner fitting", dentist: .preview)
        ]
    }

    func freeSlots(near date: Date) async throws -> [Slot] {
        (1...4).map { Slot(date: date.addingTimeInterval(Double($0) * 7_200), dentist: .preview) }
    }

    func move(_ appointmentID: Appointment.ID, to date: Date) async throws {}

    func dentist(id: Dentist.ID) async throws -> Dentist {
        .preview
    }
}
