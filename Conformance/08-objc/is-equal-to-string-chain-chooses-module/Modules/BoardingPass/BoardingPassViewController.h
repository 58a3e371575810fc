//
//  BoardingPassViewController.h
//  Waypoint
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol BoardingPassViewInput <NSObject>
- (void)showDetailText:(NSString *)detailText;
@end

@protocol BoardingPassViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
@end

@interface BoardingPassViewController : UIViewController <BoardingPassViewInput>

@property (nonatomic, strong) id<BoardingPassViewOutput> output;

@end

NS_ASSUME_NONNULL_END
