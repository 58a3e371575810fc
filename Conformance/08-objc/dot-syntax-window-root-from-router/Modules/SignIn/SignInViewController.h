//
//  SignInViewController.h
//  Ledger
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol SignInViewInput <NSObject>
- (void)showMethods:(NSArray<NSString *> *)methods;
@end

@protocol SignInViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didSelectItemAtIndex:(NSUInteger)index;
@end

@interface SignInViewController : UITableViewController <SignInViewInput>

@property (nonatomic, strong) id<SignInViewOutput> output;

@end

NS_ASSUME_NONNULL_END
