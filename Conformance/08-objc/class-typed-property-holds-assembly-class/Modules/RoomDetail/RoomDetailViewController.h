//
//  RoomDetailViewController.h
//  Innkeep
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol RoomDetailViewInput <NSObject>
- (void)showRoomNumber:(NSString *)number amenities:(NSArray<NSString *> *)amenities;
@end

@protocol RoomDetailViewOutput <NSObject>
- (void)viewIsReady;
@end

@interface RoomDetailViewController : UITableViewController <RoomDetailViewInput>

@property (nonatomic, strong) id<RoomDetailViewOutput> output;

@end

NS_ASSUME_NONNULL_END
