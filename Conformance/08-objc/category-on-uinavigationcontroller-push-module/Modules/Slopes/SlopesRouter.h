//
//  SlopesRouter.h
//  Piste
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol SlopesRouterInput <NSObject>
- (void)openSlopeWithName:(NSString *)name;
- (void)openLiftTicket;
@end

@interface SlopesRouter : NSObject <SlopesRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end

NS_ASSUME_NONNULL_END
