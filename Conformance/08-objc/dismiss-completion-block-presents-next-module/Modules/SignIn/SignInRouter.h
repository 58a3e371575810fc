//
//  SignInRouter.h
//  Mise
//

#import <UIKit/UIKit.h>

@protocol SignInRouterInput <NSObject>
- (void)closeShowingPantrySetup:(BOOL)showPantrySetup;
@end

@interface SignInRouter : NSObject <SignInRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end
