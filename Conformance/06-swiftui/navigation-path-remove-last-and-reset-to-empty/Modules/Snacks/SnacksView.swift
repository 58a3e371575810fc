import SwiftUI

struct SnacksView: View {
    @ObservedObject var presenter: SnacksPresenter

    var body: some View {
        Form {
            Section("Your seats") {
                Text(presenter.seatsSummary)
                Button("Change seats") { presenter.didTapChangeSeats() }
            }
            Section("Add snacks") {
                ForEach(presenter.menu) { snack in
                    Toggle(snack.name, isOn: presenter.binding(for: snack))
                }
            }
            Section {
                Button("Pay and book") {
                    Task { await presenter.didTapBook() }
                }
                .disabled(presenter.isBooking)
            }
        }
        .navigationTitle("Snacks")
        .navigationBarBackButtonHidden(presenter.isBooking)
    }
}
