import UIKit

protocol SupportChatRouting {
    func openSupportChat(topic: String)
}

extension SupportChatRouting where Self: ModuleRouter {
    func openSupportChat(topic: String) {
        let chat = SupportChatBuilder.build(topic: topic)
        viewController?.present(chat, animated: true)
    }
}
