//
//  GuestsRouter.h
//  Soiree
//

#import <UIKit/UIKit.h>

@protocol GuestsRouterInput <NSObject>
- (void)openGuestDetailWithName:(NSString *)name phoneNumber:(NSString *)phoneNumber;
@end

@interface GuestsRouter : NSObject <GuestsRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end
