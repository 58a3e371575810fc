import SwiftUI

struct WorkbenchView: View {
    @ObservedObject var presenter: WorkbenchPresenter

    var body: some View {
        NavigationStack {
            List(presenter.bookings) { booking in
                Button {
                    presenter.didSelect(booking)
                } label: {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(booking.bike)
                            .font(.headline)
                        Text("\(booking.customer) · \(booking.job)")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("On the stand")
            .sheet(item: $presenter.selectedBooking) { booking in
                TuneUpDetailBuilder.build(booking: booking, onFinish: { presenter.didFinishEditing() })
            }
            .task { presenter.load() }
        }
    }
}
