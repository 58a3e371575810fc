//
//  RecipeFeedRouter.h
//  Mise
//

#import <UIKit/UIKit.h>

@protocol RecipeFeedRouterInput <NSObject>
- (void)openSignIn;
@end

@interface RecipeFeedRouter : NSObject <RecipeFeedRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end
