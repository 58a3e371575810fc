//
//  ParcelsViewController.h
//  Doorstep
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol ParcelsViewInput <NSObject>
- (void)showParcels:(NSArray<NSDictionary<NSString *, NSString *> *> *)parcels;
@end

@protocol ParcelsViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didSelectParcelAtIndex:(NSUInteger)index;
@end

@interface ParcelsViewController : UITableViewController <ParcelsViewInput>

@property (nonatomic, strong) id<ParcelsViewOutput> output;

@end

NS_ASSUME_NONNULL_END
