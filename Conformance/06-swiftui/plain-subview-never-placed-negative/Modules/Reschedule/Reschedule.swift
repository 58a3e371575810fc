import SwiftUI

enum RescheduleBuilder {
    static func build(appointment: Appointment) -> some View {
        let interactor = RescheduleInteractor(clinic: .shared)
        let presenter = ReschedulePresenter(appointment: appointment, interactor: interactor)
        return RescheduleView(presenter: presenter)
    }
}

struct RescheduleView: View {
    @ObservedObject var presenter: ReschedulePresenter

    var body: some View {
        NavigationStack {
            List {
                Section("Free slots") {
                    ForEach(presenter.slots, id: \.date) { slot in
                        HStack {
                            Button {
                                presenter.select(slot.date)
                            } label: {
                                Label(slot.date.formatted(date: .abbreviated, time: .shortened),
                                      systemImage: presenter.selectedDate == slot.date ? "largecircle.fill.circle" : "circle")
                            }
                            Spacer()
                            NavigationLink(slot.dentist.name, destination: DentistProfileBuilder.build(dentistID: slot.dentist.id))
                                .font(.caption)
                        }
                    }
                }
                if presenter.didMove {
                    Label("Appointment moved", systemImage: "checkmark.circle").foregroundStyle(.green)
                }
            }
            .navigationTitle("Reschedule")
            .toolbar {
                Button("Confirm") { Task { await presenter.confirm() } }
                    .disabled(presenter.selectedDate == nil)
            }
            .task { await presenter.load() }
        }
    }
}

@MainActor
final class ReschedulePresenter: ObservableObject {
    @Published private(set) var slots: [Slot] = []
    @Published private(set) var selectedDate: Date?
    @Published private(set) var didMove = false

    private let appointment: Appointment
    private let interactor: RescheduleInteractor

    init(appointment: Appointment, interactor: RescheduleInteractor) {
        self.appointment = appointment
        self.interactor = interactor
    }

    func load() async {
        slots = await interactor.freeSlots(near: appointment.date)
    }

    func select(_ date: Date) {
        selectedDate = date
    }

    func confirm() async {
        guard let selectedDate else { return }
        didMove = await interactor.move(appointment, to: selectedDate)
    }
}

final class RescheduleInteractor {
    private let clinic: ClinicService

    init(clinic: ClinicService) {
        self.clinic = clinic
    }

    func freeSlots(near date: Date) async -> [Slot] {
        (try? await clinic.freeSlots(near: date)) ?? []
    }

    func move(_ appointment: Appointment, to date: Date) async -> Bool {
        (try? await clinic.move(appointment.id, to: date)) != nil
    }
}
