//
//  RoomsViewController.h
//  Innkeep
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol RoomsViewInput <NSObject>
- (void)showRooms:(NSArray<NSString *> *)rooms;
@end

@protocol RoomsViewOutput <NSObject>
- (void)viewIsReady;
- (void)didSelectRoomAtIndex:(NSUInteger)index;
@end

@interface RoomsViewController : UITableViewController <RoomsViewInput>

@property (nonatomic, strong) id<RoomsViewOutput> output;

@end

NS_ASSUME_NONNULL_END
