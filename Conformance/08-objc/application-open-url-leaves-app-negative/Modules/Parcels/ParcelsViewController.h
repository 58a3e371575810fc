//
//  ParcelsViewController.h
//  Parcelly
//

#import <UIKit/UIKit.h>

@class Parcel;

NS_ASSUME_NONNULL_BEGIN

@protocol ParcelsViewInput <NSObject>
- (void)showParcels:(NSArray<Parcel *> *)parcels;
@end

@protocol ParcelsViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didSelectParcelAtIndex:(NSUInteger)index;
@end

@interface ParcelsViewController : UITableViewController <ParcelsViewInput>

@property (nonatomic, strong) id<ParcelsViewOutput> output;

@end

NS_ASSUME_NONNULL_END
