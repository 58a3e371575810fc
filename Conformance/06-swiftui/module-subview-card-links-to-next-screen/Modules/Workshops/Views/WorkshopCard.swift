import SwiftUI

struct WorkshopCard: View {
    let workshop: Workshop
    @ObservedObject var presenter: WorkshopsPresenter

    var body: some View {
        NavigationLink {
            presenter.bookingScreen(for: workshop)
        } label: {
            VStack(alignment: .leading, spacing: 6) {
                Text(workshop.title)
                    .font(.headline)
                Text("with \(workshop.tutor)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                HStack {
                    Label(workshop.startsAt.formatted(date: .abbreviated, time: .shortened), systemImage: "calendar")
                    Spacer()
                    Text(workshop.price, format: .currency(code: "GBP"))
                        .bold()
                }
                .font(.caption)
                if presenter.isFull(workshop) {
                    Text("Fully booked")
                        .font(.caption.bold())
                        .foregroundStyle(.red)
                } else {
                    Text("\(workshop.seatsLeft) seats left")
                        .font(.caption)
                        .foregroundStyle(.green)
                }
            }
            .padding(12)
            .background(.orange.opacity(0.08), in: RoundedRectangle(cornerRadius: 12))
        }
        .disabled(presenter.isFull(workshop))
    }
}
