import SwiftUI

struct BedsView: View {
    @ObservedObject var presenter: BedsPresenter
    @ObservedObject var router: AllotmentRouter

    var body: some View {
        List(presenter.beds) { bed in
            Button {
                router.path.append(.bed(bed))
            } label: {
                LabeledContent(bed.name, value: presenter.sunshine(of: bed))
            }
        }
        .navigationTitle("My allotment")
        .task { await presenter.load() }
    }
}
