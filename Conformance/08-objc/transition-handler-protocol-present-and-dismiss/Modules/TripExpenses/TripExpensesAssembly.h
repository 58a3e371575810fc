//
//  TripExpensesAssembly.h
//  Tally
//

#import <UIKit/UIKit.h>

@interface TripExpensesAssembly : NSObject

+ (UIViewController *)buildModuleWithTripName:(NSString *)tripName;

@end
