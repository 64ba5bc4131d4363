// Never built: the test's type check must reject `staff` (a number, not StaffMember[]) and
// `detail` (tip-intent's event is a TipIntentEvent, which carries `result`, not a CustomEvent).
export const Wrong = () => <tip-checkout location-id="demo-location" staff={42} ontip-intent={(event) => event.detail}></tip-checkout>;
