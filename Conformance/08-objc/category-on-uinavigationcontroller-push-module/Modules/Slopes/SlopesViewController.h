//
//  SlopesViewController.h
//  Piste
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol SlopesViewInput <NSObject>
- (void)showSlopes:(NSArray<NSString *> *)slopes;
@end

@protocol SlopesViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didSelectSlopeAtIndex:(NSUInteger)index;
- (void)didTapLiftTicket;
@end

@interface SlopesViewController : UITableViewController <SlopesViewInput>

@property (nonatomic, strong) id<SlopesViewOutput> output;

@end

NS_ASSUME_NONNULL_END
