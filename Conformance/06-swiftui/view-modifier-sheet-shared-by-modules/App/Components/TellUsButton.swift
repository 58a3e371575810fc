import SwiftUI

struct TellUsButton: ViewModifier {
    let screen: String
    let service: FeedbackService
    @State private var isFormShown = false

    func body(content: Content) -> some View {
        content
            .toolbar {
                ToolbarItem(placement: .secondaryAction) {
                    Button("Send feedback", systemImage: "bubble.left.and.text.bubble.right") {
                        isFormShown = true
                    }
                }
            }
            .sheet(isPresented: $isFormShown) {
                FeedbackBuilder.build(screen: screen, service: service)
                    .presentationDetents([.medium])
            }
    }
}

extension View {
    func tellUsButton(screen: String, service: FeedbackService) -> some View {
        modifier(TellUsButton(screen: screen, service: service))
    }
}
