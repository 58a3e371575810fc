import SwiftUI

enum NewsDeskBuilder {
    static func build(api: NewsroomAPI) -> some View {
        let interactor = NewsDeskInteractor()
        let presenter = NewsDeskPresenter(api: api, interactor: interactor)
        return NewsDeskView(presenter: presenter)
    }
}
