import SwiftUI

final class NotesBuilder {
    func build() -> AnyView {
        AnyView(NotesView(presenter: NotesPresenter(interactor: NotesInteractor())))
    }
}

final class NotesPresenter: ObservableObject {
    let interactor: NotesInteractor
    init(interactor: NotesInteractor) { self.interactor = interactor }
}

final class NotesInteractor {}

struct NotesView: View {
    @ObservedObject var presenter: NotesPresenter
    var body: some View { Text("Notes") }
}
