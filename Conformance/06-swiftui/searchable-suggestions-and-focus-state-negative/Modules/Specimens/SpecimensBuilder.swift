import SwiftUI

enum SpecimensBuilder {
    static func build(herbarium: Herbarium) -> some View {
        let interactor = SpecimensInteractor(herbarium: herbarium)
        let presenter = SpecimensPresenter(interactor: interactor)
        return SpecimensView(presenter: presenter, herbarium: herbarium)
    }
}
