import SwiftUI

struct NewsDeskView: View {
    @ObservedObject var presenter: NewsDeskPresenter

    var body: some View {
        NavigationView {
            TopicsBuilder.build(api: presenter.api, selection: $presenter.selectedTopicID)
            ArticleBuilder.build(api: presenter.api, topicID: presenter.selectedTopicID)
        }
        .navigationViewStyle(.columns)
    }
}
