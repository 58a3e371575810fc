//
//  GardenRouter+Schedule.h
//  Sprout
//

#import "GardenRouter.h"

NS_ASSUME_NONNULL_BEGIN

@interface GardenRouter (Schedule)

- (void)openWateringSchedule;

@end

NS_ASSUME_NONNULL_END
