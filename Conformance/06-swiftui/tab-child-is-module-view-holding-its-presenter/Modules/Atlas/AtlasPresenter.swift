import SwiftUI

final class AtlasPresenter: ObservableObject {
    private let interactor: AtlasInteractor
    @Published var pins: [String] = []

    init(interactor: AtlasInteractor) {
        self.interactor = interactor
    }

    func load() { pins = interactor.savedPins() }
}
