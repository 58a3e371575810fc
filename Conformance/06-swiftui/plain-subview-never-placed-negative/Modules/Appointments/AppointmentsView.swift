import SwiftUI

struct AppointmentsView: View {
    @ObservedObject var presenter: AppointmentsPresenter

    var body: some View {
        NavigationStack {
            List(presenter.appointments) { appointment in
                VStack(alignment: .leading, spacing: 4) {
                    Text(appointment.reason).font(.headline)
                    Text(appointment.date, format: .dateTime.weekday(.wide).day().month().hour().minute())
                    Text("with \(appointment.dentist.name)")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                .swipeActions {
                    Button("Reschedule") {
                        presenter.didTapReschedule(appointment)
                    }
                    .tint(.indigo)
                }
            }
            .navigationTitle("Appointments")
            .sheet(item: $presenter.appointmentToReschedule, onDismiss: { Task { await presenter.load() } }) { appointment in
                RescheduleBuilder.build(appointment: appointment)
            }
            .task { await presenter.load() }
        }
    }
}
