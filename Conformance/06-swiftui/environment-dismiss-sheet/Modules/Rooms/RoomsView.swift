import SwiftUI

struct RoomsView: View {
    @ObservedObject var presenter: RoomsPresenter

    var body: some View {
        NavigationStack {
            List(presenter.rooms) { room in
                LabeledContent(room.name) {
                    Text(room.nightlyRate, format: .currency(code: "EUR"))
                }
            }
            .navigationTitle("Available rooms")
            .toolbar {
                Button("Filter", systemImage: "line.3.horizontal.decrease.circle") {
                    presenter.didTapFilter()
                }
            }
            .sheet(isPresented: $presenter.isFilterSheetShown) {
                RoomFiltersBuilder.build(current: presenter.filter, onApply: presenter.apply)
            }
            .task { await presenter.load() }
        }
    }
}
